// An async boundary before anything shared is touched (Module Federation needs it).
void import('./bootstrap');
