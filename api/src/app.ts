/**
 * Builds the Fastify application without listening: main.ts listens, tests call `inject`.
 * Order matters: the access guard's `onRoute` check is in place before any route is added.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorBody, HTTP_MESSAGES } from '@veldwerk/shared/domain';
import { installDutchErrorMap } from '@veldwerk/shared/validation';
import { registerAccessGuard } from './auth/access-guard';
import { devIdentityPlugin } from './auth/dev-identity/plugin';
import { createDevIdentity } from './auth/dev-identity/provider';
import { createIdTokenVerifier } from './auth/id-token';
import { authRoutes } from './auth/routes';
import { SessionService } from './auth/sessions/service';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerDocs } from './http/docs';
import { handleError } from './http/errors';
import { loggerOptions } from './http/logging';
import { registerSecurity } from './http/security';
import { registerTextGuard } from './http/text-guard';
import { findWebRoots, registerWeb, sendShellPage, wantsShellPage } from './http/web';
import { autocompleteRoutes } from './modules/autocomplete/routes';
import { callLogRoutes } from './modules/calllogs/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { clientRoutes } from './modules/clients/routes';
import { devRoutes } from './modules/dev/routes';
import { employeeRoutes } from './modules/employees/routes';
import { donationRoutes } from './modules/donations/routes';
import { exportLayoutRoutes } from './modules/export-layouts/routes';
import { importRoutes } from './modules/imports/routes';
import { exportRoutes } from './modules/exports/routes';
import { anonymizeRoutes } from './modules/personal-data/anonymize-routes';
import type { PersonalDataCodec } from './modules/personal-data/codec';
import { resolvePersonalDataCodec } from './modules/personal-data/keys';
import { usePersonalDataCodec } from './modules/personal-data/present';
import { QueueWorker } from './modules/jobs/worker';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { notifyRoutes } from './modules/notify/routes';
import { Mailer } from './modules/outbox/mailer';
import { loadDeployments } from './modules/platform/deployments';
import { createRemotesSource } from './modules/platform/remotes';
import { platformRoutes } from './modules/platform/routes';
import { preferenceRoutes } from './modules/preferences/routes';
import { publicRoutes } from './modules/public/routes';
import { TemplateRenderer } from './modules/settings/render';
import { settingRoutes } from './modules/settings/routes';
import { donationCheckRoutes } from './modules/donationchecks/routes';
import { shiftRoutes } from './modules/shifts/routes';
import { themeRoutes } from './modules/themes/routes';
import { TransitionEvents } from './modules/transitions/events';
import { uploadRoutes } from './modules/uploads/routes';
import { validationRoutes } from './modules/validation/routes';
import { voiceRoutes } from './modules/voice/routes';
import { VoiceService } from './modules/voice/service';
import { simulatorRoutes } from './modules/voice/simulator-routes';
import { twilioRoutes } from './modules/voice/twilio-routes';
import {
  createVerificationProviders,
  VerificationService,
  type VerificationProviders,
} from './modules/validation/service';
import { createMailProvider, type MailProvider } from './providers/mail';
import { createProjectTool, type ProjectToolProvider } from './providers/project-tool';
import { createSheetsProvider, type SheetsProvider } from './providers/sheets';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import { createVoiceProvider } from './providers/voice';
import './types';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The clock sessions and tokens are checked against (tests move it). */
  now?: () => Date;
  mailProvider?: MailProvider;
  /** Export destinations instead of the configured ones (tests read the simulators back). */
  sheetsProvider?: SheetsProvider;
  projectTool?: ProjectToolProvider;
  /** The sms provider instead of the configured one (tests break it). */
  smsProvider?: SmsProvider;
  /** Verification providers instead of the configured ones (tests count or break them). */
  verificationProviders?: Partial<VerificationProviders>;
  /** False silences logging (tests). */
  logger?: false;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  version?: string;
  /** The IBAN/BSN codec (main.ts resolves it once); else resolved from `config` here. */
  personalData?: PersonalDataCodec;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  installDutchErrorMap();

  // Configuration files are read once here, so a bad file stops the start, not a request.
  const deployments = loadDeployments(config.deploymentsFile);
  // REMOTES_FILE is re-read when it changes (a remote switched to another version).
  const remotes = createRemotesSource(config.remotesFile, {
    onReload: (event) => {
      if (event.ok) app.log.info({ file: config.remotesFile }, 'remotes table reloaded');
      else app.log.warn({ file: config.remotesFile, error: event.error }, 'remotes table refused');
    },
  });
  const webRoots = findWebRoots(config.webRoot);
  const devIdentity = config.devIdentityProvider ? await createDevIdentity(config, now, db) : null;

  const verifier = createIdTokenVerifier({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    hostedDomain: config.oidc.hostedDomain,
    // The in-process provider's keys are used directly: no request to ourselves.
    ...(devIdentity !== null && devIdentity.issuer === config.oidc.issuer
      ? { keys: devIdentity.keys }
      : {}),
    now,
  });
  const sessions = new SessionService(db, config.session, now);
  const mailProvider = options.mailProvider ?? createMailProvider(config.mail);
  const mailer = new Mailer(db, mailProvider);
  // Saving a transition (employees) and scheduling its messages (notifications) meet here.
  const transitionEvents = new TransitionEvents();
  const templateRenderer = new TemplateRenderer();
  const notificationService = new NotificationService({
    db,
    renderer: templateRenderer,
    mailer,
    sms: options.smsProvider ?? createSmsProvider(config.sms, config.verification.timeoutMs),
    config,
    agency: deployments.forHost(undefined).title,
    now,
  });
  transitionEvents.listen(notificationService.listener);
  const verification = new VerificationService(
    db,
    { ...createVerificationProviders(config.verification), ...options.verificationProviders },
    { phoneCacheHours: config.verification.phone.cacheHours, now },
  );

  const personalData = options.personalData ?? resolvePersonalDataCodec(config).codec;
  usePersonalDataCodec(personalData);

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Path values up to 1 KB reach their route (an email address alone may take 254 characters),
    // so a long value is refused by the route with a Dutch 400, not by the router with a 404.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1024 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorate('devIdentity', devIdentity);
  app.decorate('transitionEvents', transitionEvents);
  app.decorate('personalData', personalData);

  // An empty JSON body (e.g. `POST logout.json` with only the token header) reads as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // Security headers first: their hooks run before the access guard's, so a 401 or 403 carries
  // them too.
  await registerSecurity(app, config, deployments.dashboardOrigin, () => remotes.origins());
  registerAccessGuard(app, sessions);
  registerTextGuard(app);
  await registerDocs(app, options.version ?? '0.1.0');

  await app.register(platformRoutes, {
    config,
    db,
    deployments,
    remotes,
    returnOrigins: devIdentity?.returnOrigins ?? null,
  });
  await app.register(authRoutes, { config, db, verifier, sessions });
  await app.register(notifyRoutes, { config, mailer, now });
  await app.register(clientRoutes, { db });
  await app.register(campaignRoutes, { db });
  await app.register(themeRoutes, { db, uploadsDir: config.uploads.dir });
  await app.register(uploadRoutes, { db, config });
  await app.register(donationRoutes, { db, config });
  await app.register(exportLayoutRoutes, { db });
  await app.register(importRoutes, { db, config, now });
  await app.register(exportRoutes, {
    db,
    pool: database.pool,
    sheets: options.sheetsProvider ?? createSheetsProvider(config.exports.sheets),
    projectTool: options.projectTool ?? createProjectTool(config.exports.projectTool),
    now,
  });
  await app.register(preferenceRoutes, { db });
  await app.register(autocompleteRoutes, { db });
  await app.register(anonymizeRoutes, { db, now });
  await app.register(employeeRoutes, { db, deployments, now });
  await app.register(callLogRoutes, { db });
  await app.register(shiftRoutes, { db, deployments, now });
  await app.register(donationCheckRoutes, { db });
  await app.register(publicRoutes, { db, now });
  await app.register(notificationRoutes, { db, linkSecret: config.notifications.linkSecret });
  await app.register(settingRoutes, {
    db,
    renderer: templateRenderer,
    agencyFor: (host) => deployments.forHost(host).title,
  });
  await app.register(validationRoutes, {
    service: verification,
    perUserPerMinute: config.verification.perUserPerMinute,
  });
  const voiceProvider = createVoiceProvider(config.voice);
  const voiceService = new VoiceService(db);
  await app.register(voiceRoutes, { provider: voiceProvider, service: voiceService, now });
  if (voiceProvider.kind === 'twilio') {
    await app.register(twilioRoutes, {
      twilio: voiceProvider,
      service: voiceService,
      publicUrl: config.publicUrl,
      record: config.voice.record,
    });
  } else {
    await app.register(simulatorRoutes, {
      service: voiceService,
      simulator: config.voice.simulator,
      now,
    });
  }
  if (devIdentity !== null) {
    await app.register(devIdentityPlugin, { identity: devIdentity });
    await app.register(devRoutes, { identity: devIdentity, db, config });
  }
  await registerWeb(app, webRoots, { serveSourceMaps: config.serveSourceMaps });

  app.setNotFoundHandler((request, reply) =>
    wantsShellPage(request)
      ? sendShellPage(reply, webRoots)
      : reply.code(404).send(errorBody('not_found', HTTP_MESSAGES.notFound)),
  );
  // The queue's worker runs while the server listens (never under `inject` in tests).
  const worker = new QueueWorker({
    db,
    handle: (job, workerId) => notificationService.handle(job, workerId),
    now,
    leaseMs: config.notifications.leaseSeconds * 1000,
    pollMs: config.notifications.pollMs,
    onError: (error) => app.log.error({ err: error }, 'notification queue'),
  });
  if (config.notifications.worker) {
    app.addHook('onListen', (hookDone) => {
      worker.start();
      hookDone();
    });
  }
  app.addHook('onClose', () => worker.stop());
  app.addHook('onClose', () => mailProvider.close());

  return app;
}
