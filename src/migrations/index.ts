import * as migration_20261122_145948_initial from './20261122_145948_initial';
import * as migration_20261122_160000_search_index from './20261122_160000_search_index';
import * as migration_20261122_160100_login_throttle from './20261122_160100_login_throttle';

export const migrations = [
  {
    up: migration_20261122_145948_initial.up,
    down: migration_20261122_145948_initial.down,
    name: '20261122_145948_initial',
  },
  {
    up: migration_20261122_160000_search_index.up,
    down: migration_20261122_160000_search_index.down,
    name: '20261122_160000_search_index',
  },
  {
    up: migration_20261122_160100_login_throttle.up,
    down: migration_20261122_160100_login_throttle.down,
    name: '20261122_160100_login_throttle',
  },
];
