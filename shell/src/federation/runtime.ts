/**
 * The shell's only door to the Module Federation runtime (the instance the webpack plugin set
 * up). Unit tests mock this module: it is the remote boundary.
 */
export { loadRemote, preloadRemote, registerRemotes } from '@module-federation/runtime';
