import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/**
 * OpenCV (WebAssembly) once per process. The module object is thenable, so awaiting or returning it from an async
 * function would loop forever: it is only ever handed around wrapped in an object.
 */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise((resolve) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: never `import()` it.
    const cv = require('@techstark/opencv-js') as Cv;
    if (cv.Mat) resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}
