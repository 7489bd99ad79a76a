export * from './episode-tracking';
export * from './login-devices';
export * from './profiles';
export * from './sessions';
export * from './users';
export * from './watch-history';
export * from './watch-later';
