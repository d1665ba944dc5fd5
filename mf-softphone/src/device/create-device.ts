/**
 * The device for a voice token: the simulated one for a simulator token, else Twilio's SDK —
 * loaded only then, so simulator sessions never download it.
 */
import { isSimulatorToken, type VoiceToken } from '@veldwerk/shared/domain';

import type { PhoneDevice } from './phone-device';
import { SimulatedDevice } from './simulated-device';

export async function createDevice(token: VoiceToken): Promise<PhoneDevice> {
  if (token.simulator || isSimulatorToken(token.token)) return new SimulatedDevice(token);
  const { Device } = await import('@twilio/voice-sdk');
  const device: PhoneDevice = new Device(token.token, { closeProtection: true, logLevel: 'error' });
  return device;
}
