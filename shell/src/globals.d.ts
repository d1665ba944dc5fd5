/** The build's version label (root package version + git sha), set by DefinePlugin. */
declare const __VELDWERK_VERSION__: string;
