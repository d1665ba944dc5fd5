// The one webpack + Module Federation configuration of the suite. The shell and every remote call
// `defineFederatedConfig` from their `webpack.config.mjs`, so loaders, output naming and — above
// all — the shared-dependency list are identical everywhere (a singleton declared differently in
// two builds is how two Reacts or two session stores end up in one page).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';

import { REMOTES, SHELL_DEV_PORT, remoteByFolder } from '../src/remotes.mjs';
import { PrecompressPlugin } from './precompress.mjs';

const require = createRequire(import.meta.url);
const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = path.resolve(sharedDir, '..');

/** Dev-server ports: the shell's, then each remote's from the remotes table. */
export const DEV_PORTS = {
  shell: SHELL_DEV_PORT,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])),
};

/** The page every package's build starts from (a package may bring its own `src/index.html`). */
const DEFAULT_HTML_TEMPLATE = path.join(sharedDir, 'build', 'index.html');

/** Output folder of the standalone pages' scripts. */
const STANDALONE_DIR = 'pages';

/** What the dev servers proxy to the api (which also serves the built remotes). */
const API_PROXY_PATHS = ['/api', '/oidc', '/remotes.json', '/remotes'];

/** Packages every build shares as singletons (with `react/`-style keys for their subpaths). */
const SHARED_PACKAGES = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['zustand', 'zustand'],
  ['antd', 'antd'],
  ['@ant-design/cssinjs', '@ant-design/cssinjs'],
  // Shared whole, the icon index is every icon (its size: README.md): nothing can be tree-shaken
  // across the share boundary. Import icons by path (`@ant-design/icons/LockOutlined`) instead.
  ['@ant-design/icons', '@ant-design/icons'],
  ['dayjs', 'dayjs'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];

/** The browser-side subpaths of @veldwerk/shared (`webpack` is build-only, never shared). */
export const SHARED_SUBPATHS = ['auth', 'domain', 'validation', 'client', 'ui'];

/**
 * The `catalog:` of pnpm-workspace.yaml as `{name: version}`. The file is ours and flat
 * (`  name: version` lines under `catalog:`), so a line reader is enough.
 */
export function readCatalog(file = path.join(rootDir, 'pnpm-workspace.yaml')) {
  const catalog = {};
  let inCatalog = false;
  for (const rawLine of readFileSync(file, 'utf8').split('\n')) {
    const line = rawLine.replace(/\s+#.*$/, '');
    if (/^\S/.test(line)) {
      inCatalog = line.trim() === 'catalog:';
      continue;
    }
    if (!inCatalog) continue;
    const match = /^\s+(['"]?)([^'":]+)\1:\s*['"]?([^'"\s]+)['"]?\s*$/.exec(line);
    if (match?.[2] && match[3]) catalog[match[2]] = match[3];
  }
  return catalog;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * `0.1.0+abc1234`: the root package version plus the git short sha when there is one.
 * `VELDWERK_BUILD_LABEL` replaces it (the deploy script passes `--label`), so two deployed builds
 * of one remote tell apart.
 */
export function buildVersionLabel() {
  if (process.env.VELDWERK_BUILD_LABEL) return process.env.VELDWERK_BUILD_LABEL;
  const { version } = readJson(path.join(rootDir, 'package.json'));
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return sha ? `${version ?? '0.0.0'}+${sha}` : (version ?? '0.0.0');
  } catch {
    return version ?? '0.0.0';
  }
}

/**
 * The version of `@veldwerk/shared` a build is made against: its package.json, unless
 * `VELDWERK_SHARED_VERSION` says otherwise. That variable exists for the compatibility tests
 * only (e2e `remote-delivery.spec.ts`): it stamps a build as made against another version, which
 * is all the federation runtime negotiates on.
 */
export function sharedPackageVersion() {
  const { version } = readJson(path.join(sharedDir, 'package.json'));
  const override = process.env.VELDWERK_SHARED_VERSION;
  if (override === undefined || override === '') return version;
  if (!/^\d+\.\d+\.\d+$/.test(override)) {
    throw new Error(`VELDWERK_SHARED_VERSION must be major.minor.patch, got ${override}`);
  }
  return override;
}

/**
 * The one shared-dependency list. All singletons, required versions from the catalog.
 *
 * `@veldwerk/shared/<subpath>` is keyed by its resolved source file (with the package subpath
 * as share key): a request for `@veldwerk/shared/client` and a relative `../client` inside
 * shared both resolve to that file, so both are consumed from the share scope and every
 * container sees one session store, not one per importer.
 *
 * `@veldwerk/shared` is negotiated by version (shared/README.md, "Versions"): a build provides
 * the version it was made against and requires `^` of it, strictly. A remote built against an
 * older minor of the same major takes the shell's newer copy; a remote that needs a newer major
 * than the shell provides fails to load — alone, with its area's Dutch error — instead of
 * running against a session store or kit it does not know.
 */
export function sharedDependencies(catalog = readCatalog(), version = sharedPackageVersion()) {
  const shared = {};
  for (const [key, pkg] of SHARED_PACKAGES) {
    const pinned = catalog[pkg];
    if (!pinned) throw new Error(`shared dependency ${pkg} is missing from the pnpm catalog`);
    shared[key] = { singleton: true, requiredVersion: `^${pinned}` };
  }
  for (const subpath of SHARED_SUBPATHS) {
    const file = path.join(sharedDir, 'src', subpath, 'index.ts');
    shared[file] = {
      shareKey: `@veldwerk/shared/${subpath}`,
      import: file,
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      strictVersion: true,
    };
  }
  return shared;
}

function swcRule(development) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

/**
 * @typedef {object} StandalonePage
 * @property {string} import the page's script (`./src/...`)
 * @property {string} html output path of its html page (e.g. `auth/callback.html`)
 * @property {string} template html template, relative to the package folder
 */

/**
 * @typedef {object} FederatedConfigOptions
 * @property {string} name federation name: `shell` or `mf_<area>`
 * @property {string} dir the package folder (`import.meta.dirname` of its webpack.config.mjs)
 * @property {boolean} [host] the shell: publicPath `/`, runtime plugins, no exposes
 * @property {Record<string, string>} [exposes] a remote's exposed modules
 * @property {string[]} [runtimePlugins] federation runtime plugin files (host only)
 * @property {Record<string, StandalonePage>} [standalonePages] pages outside the app (the
 *   sign-in popup callback), built in a second compilation without federation so they stay small
 * @property {string} [title] the html title before the app sets its own
 * @property {string} [favicon] icon file, relative to the package folder
 */

function commonConfig({ name, dir, production }) {
  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'web',
    // Never an `eval` devtool: the api's CSP has no 'unsafe-eval'.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      // A build stamped with another shared version keeps its own cache beside the usual one.
      name: `${name}-${production ? 'production' : 'development'}-shared-${sharedPackageVersion()}`,
      buildDependencies: {
        config: [fileURLToPath(import.meta.url), path.join(sharedDir, 'src', 'remotes.mjs')],
      },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        swcRule(!production),
        { test: /\.(png|svg|jpe?g|gif|ico|webp)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new MinimizerPlugin({
          minify: {
            implementation: MinimizerPlugin.swcMinify,
            options: { compress: { passes: 2 }, mangle: true },
          },
        }),
      ],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * A webpack config function for one package of the suite.
 * @param {FederatedConfigOptions} options
 */
export function defineFederatedConfig(options) {
  const { name, dir, host = false, exposes, runtimePlugins = [], standalonePages = {} } = options;
  const port = DEV_PORTS[name];
  if (port === undefined) throw new Error(`unknown federation name ${name}`);
  const title = options.title ?? 'Veldwerk';
  const favicon = options.favicon ? path.join(dir, options.favicon) : undefined;

  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV) === 'production';
    // The manifest's buildVersion (what the shell shows per area): the same label as the code's.
    process.env.MF_BUILD_VERSION ??= buildVersionLabel();
    const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
    const outputPath = path.join(dir, 'dist');
    const standaloneHtml = Object.values(standalonePages).map((page) => page.html);

    const app = {
      ...commonConfig({ name, dir, production }),
      name,
      entry: { main: './src/index.ts' },
      output: {
        path: outputPath,
        publicPath: host ? '/' : 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        // The standalone pages are another compilation's output in the same folder.
        clean: {
          keep: (asset) => standaloneHtml.includes(asset) || asset.startsWith(`${STANDALONE_DIR}/`),
        },
      },
      plugins: [
        new webpack.DefinePlugin({
          __VELDWERK_VERSION__: JSON.stringify(buildVersionLabel()),
        }),
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedDependencies(),
          shareStrategy: 'loaded-first',
          runtimePlugins: runtimePlugins.map((file) => path.resolve(dir, file)),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: existsSync(path.join(dir, 'src', 'index.html'))
            ? path.join(dir, 'src', 'index.html')
            : DEFAULT_HTML_TEMPLATE,
          filename: 'index.html',
          title,
          favicon,
        }),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The shell (another port) fetches a remote's manifest and chunks.
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        proxy: [{ context: API_PROXY_PATHS, target: apiUrl }],
      },
    };

    const pageEntries = Object.entries(standalonePages);
    if (pageEntries.length === 0) return app;

    const pages = {
      ...commonConfig({ name: `${name}-pages`, dir, production }),
      name: `${name}-pages`,
      // After the app: its output.clean must not race this compilation's files.
      dependencies: [name],
      entry: Object.fromEntries(pageEntries.map(([key, page]) => [key, page.import])),
      output: {
        path: outputPath,
        publicPath: host ? '/' : 'auto',
        filename: `${STANDALONE_DIR}/[name].[contenthash:8].js`,
        chunkFilename: `${STANDALONE_DIR}/[name].[contenthash:8].js`,
        clean: false,
      },
      plugins: [
        ...pageEntries.map(
          ([key, page]) =>
            new HtmlWebpackPlugin({
              template: path.join(dir, page.template),
              filename: page.html,
              chunks: [key],
              title,
              // The app's compilation emits the icon file; these pages only link to it.
              templateParameters: { faviconHref: favicon ? `/${path.basename(favicon)}` : '' },
            }),
        ),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
    };
    return [app, pages];
  };
}

/**
 * The webpack config of a remote, from its entry in the remotes table (`shared/src/remotes.mjs`):
 * `export default defineRemoteConfig(import.meta.dirname);` is the whole `webpack.config.mjs`.
 * @param {string} dir the remote's package folder
 */
export function defineRemoteConfig(dir) {
  const remote = remoteByFolder(path.basename(dir));
  if (remote === undefined) {
    throw new Error(`${path.basename(dir)} is not in the remotes table (shared/src/remotes.mjs)`);
  }
  return defineFederatedConfig({
    name: remote.name,
    dir,
    exposes: remote.exposes,
    title: remote.name,
  });
}
