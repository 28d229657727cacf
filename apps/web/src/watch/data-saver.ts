import { readValue, storeValue } from '../storage/encoded-storage';

/** The data saver the person chose, remembered in encoded storage (`data_saver`); on unless turned off. */
export function readDataSaver(): boolean {
  return readValue<boolean>('data_saver') ?? true;
}

export function storeDataSaver(on: boolean): void {
  storeValue('data_saver', on);
}
