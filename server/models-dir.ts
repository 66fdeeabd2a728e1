// Where the service loads the ONNX models we ship (models/ at the repository root).
import { fileURLToPath } from 'node:url';

export const MODELS_DIR = fileURLToPath(new URL('../models/', import.meta.url));
