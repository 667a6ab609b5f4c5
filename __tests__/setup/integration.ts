import { afterAll } from '@jest/globals';
import { renderPool } from '@/lib/studio/engines/render-pool';

// Each test file has a module registry of its own, so a render pool of its own, whose idle threads (JIT-compiled
// engine code in 256 MB heaps) would stay a minute into the next files of the same Jest worker, while those start
// and close PGlite instances. V8 has aborted a Jest worker with those side by side (SIGTRAP, "Check failed:
// jit_page_->allocations_.erase(addr) == 1" while freeing WebAssembly code: its process-wide JIT page registry, a
// known fault under PGlite's code churn, nodejs/node#64500), so every file ends its threads before the next begins.
afterAll(() => renderPool().close());
