// Schemas shared by several routes.
import { z } from 'zod';

export const Uuid = z.uuid({ message: 'must be a UUID' });
export const IdParams = z.object({ id: Uuid.describe('Resource id (UUID)') });
export const IsoDate = z.iso.date();
export const IsoDateTime = z.iso.datetime();
