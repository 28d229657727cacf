/** @grtv/launcher: every part of GRTV in one process. */
export { startGrtv, type RunningGrtv } from './start-grtv';
export { startDisposableGrtv, type DisposableGrtv } from './start-disposable-grtv';
export { loadLauncherConfig, type LauncherConfig } from './config';
