/** The softphone's real dependencies: the api (through the shared client), the device, alerts. */
import { announceCallEnded, api, getNotifier } from '@veldwerk/shared/client';
import {
  API_PATHS,
  fillPath,
  isCalleeKey,
  voiceCalleeSchema,
  voiceTokenSchema,
} from '@veldwerk/shared/domain';

import { createDevice } from '../device/create-device';
import type { SoftphoneDeps } from './softphone-controller';

export const liveDeps: SoftphoneDeps = {
  fetchToken: async () => voiceTokenSchema.parse(await api.get(API_PATHS.voiceToken)),
  fetchCallee: async (key) =>
    voiceCalleeSchema.parse(await api.get(fillPath(API_PATHS.voiceCallee, { key }))),
  createDevice,
  alert: (message) => getNotifier().alert(message),
  ended: (key) => {
    if (isCalleeKey(key)) announceCallEnded(key);
  },
};
