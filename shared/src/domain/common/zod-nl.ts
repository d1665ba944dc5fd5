/**
 * zod, with the Dutch fallback messages installed. Every domain module imports `z` from here, so
 * no schema of the domain can be built (or parse) before the Dutch configuration is in place.
 */
import '../../validation/zod-config';

export { z } from 'zod';
