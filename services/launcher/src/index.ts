/** @grtv/launcher: every part of GRTV in one process. */
export { startGrtv, type RunningGrtv } from './start-grtv';
export { loadLauncherConfig, type LauncherConfig } from './config';
