/** Model-based testing helpers: generated paths over a machine, run on real actors. Test-only. */
export * from './model-paths';
export * from './run-model';
