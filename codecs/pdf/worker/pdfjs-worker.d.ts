/** pdf.js's worker module has no types; it is loaded only to register the in-thread worker. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
