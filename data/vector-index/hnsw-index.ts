// One in-memory HNSW graph (hnswlib-node, cosine space) whose labels are search_records.seq.
// Deleted labels are only marked (hnswlib keeps them as routing nodes and never returns them);
// `garbageRatio` tells the owner when so many are dead that a rebuild from SQLite pays off.
import hnswlib from 'hnswlib-node';

const { HierarchicalNSW } = hnswlib;
type Graph = InstanceType<typeof HierarchicalNSW>;

export interface HnswParams {
  /** Graph degree (hnswlib M). */
  m: number;
  /** Candidate list size while inserting. */
  efConstruction: number;
  /** Candidate list size while searching (raised to k when k is larger). */
  efSearch: number;
}

export const DEFAULT_HNSW_PARAMS: HnswParams = { m: 32, efConstruction: 200, efSearch: 256 };

export interface Neighbour {
  label: number;
  /** Cosine similarity, 1 − hnswlib's cosine distance. */
  cosine: number;
}

/** Small: a tenant with no documents yet should cost kilobytes, not megabytes (it grows by half). */
const INITIAL_CAPACITY = 64;

export class HnswIndex {
  readonly dim: number;
  readonly params: HnswParams;
  private graph: Graph;
  private live = 0;
  private deleted = new Set<number>();
  /** Highest label ever added: the SQLite high-water mark this graph reflects. */
  highWater = 0;

  private constructor(dim: number, params: HnswParams, graph: Graph) {
    this.dim = dim;
    this.params = params;
    this.graph = graph;
  }

  static create(dim: number, params: HnswParams = DEFAULT_HNSW_PARAMS, capacity = INITIAL_CAPACITY): HnswIndex {
    const graph = new HierarchicalNSW('cosine', dim);
    graph.initIndex({
      maxElements: Math.max(16, capacity),
      m: params.m,
      efConstruction: params.efConstruction,
      randomSeed: 100,
      allowReplaceDeleted: false,
    });
    graph.setEf(params.efSearch);
    return new HnswIndex(dim, params, graph);
  }

  /**
   * Wraps a graph read from a file. `deleted` are labels the file holds as marked-deleted and
   * `highWater` the seq it was written at (both from the manifest, verified by checksum).
   */
  static async read(
    path: string,
    dim: number,
    params: HnswParams,
    state: { highWater: number; deleted: readonly number[] },
  ): Promise<HnswIndex> {
    const graph = new HierarchicalNSW('cosine', dim);
    await graph.readIndex(path, false);
    graph.setEf(params.efSearch);
    const index = new HnswIndex(dim, params, graph);
    index.deleted = new Set(state.deleted);
    index.live = graph.getCurrentCount() - index.deleted.size;
    index.highWater = state.highWater;
    return index;
  }

  get size(): number {
    return this.live;
  }

  get deletedLabels(): number[] {
    return [...this.deleted];
  }

  /** Every label the graph holds, deleted ones included. */
  labels(): number[] {
    return this.graph.getIdsList();
  }

  /** Share of the graph's slots held by deleted labels. */
  get garbageRatio(): number {
    const total = this.live + this.deleted.size;
    return total === 0 ? 0 : this.deleted.size / total;
  }

  add(label: number, vector: Float32Array): void {
    if (vector.length !== this.dim) throw new Error(`vector has ${vector.length} dimensions, index has ${this.dim}`);
    if (this.graph.getCurrentCount() >= this.graph.getMaxElements()) {
      this.graph.resizeIndex(Math.ceil(this.graph.getMaxElements() * 1.5) + 16);
    }
    // hnswlib-node takes plain arrays only.
    this.graph.addPoint(Array.from(vector), label);
    this.live++;
    if (label > this.highWater) this.highWater = label;
  }

  remove(label: number): boolean {
    if (this.deleted.has(label)) return false;
    try {
      this.graph.markDelete(label);
    } catch {
      return false; // not in this graph (added after the file, or never indexed)
    }
    this.deleted.add(label);
    this.live--;
    return true;
  }

  search(vector: Float32Array, k: number, ef = this.params.efSearch): Neighbour[] {
    const n = Math.min(k, this.live);
    if (n <= 0) return [];
    this.graph.setEf(Math.max(ef, n));
    const { neighbors, distances } = this.graph.searchKnn(Array.from(vector), n);
    return neighbors.map((label, i) => ({ label, cosine: 1 - distances[i]! }));
  }

  /** Writes the graph (hnswlib's own format) to `path`. */
  async write(path: string): Promise<void> {
    await this.graph.writeIndex(path);
  }
}
