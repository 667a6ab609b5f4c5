import type * as OpenCv from '@techstark/opencv-js';
import path from 'node:path';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/**
 * OpenCV (WebAssembly) once per thread. The module object is thenable, so awaiting or returning it from an async
 * function would loop forever: it is only ever handed around wrapped in an object. It is required from the project's
 * root, never `import()`ed, and not with the module's own `require`: a drawing thread runs this file as an ES module,
 * which has none, and every way we start the app runs from the root. `createRequire` is taken at run time, where
 * bundlers do not look: they would try to resolve its argument, and the package is external to every bundle.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    const { createRequire } = process.getBuiltinModule('node:module');
    const cv = createRequire(path.join(process.cwd(), 'package.json'))('@techstark/opencv-js') as Cv;
    if (cv.Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
