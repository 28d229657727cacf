/** @grtv/loadlab: benchmarks and chaos runs against a real, private GRTV. */
export { runChaos, DEFAULT_CHAOS, type ChaosOptions, type ChaosReport } from './chaos/run-chaos';
export { startLoadSystem, type LoadSystem } from './system/start-load-system';
