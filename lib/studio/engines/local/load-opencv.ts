import type * as OpenCv from '@techstark/opencv-js';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/**
 * OpenCV (WebAssembly) once per thread. The module object is thenable, so awaiting or returning it from an async
 * function would loop forever: it is only ever handed around wrapped in an object. It is required from the project's
 * root, never `import()`ed, and not with the module's own `require`: a drawing thread runs this file as an ES module,
 * which has none, and every way we start the app runs from the root.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    const cv = createRequire(path.join(process.cwd(), 'package.json'))('@techstark/opencv-js') as Cv;
    if (cv.Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
