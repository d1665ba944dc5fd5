/**
 * Google Sheets through its REST api (v4) with a service account: a signed JWT (RS256, jose) is
 * exchanged for an access token (cached until shortly before it expires); `create` makes a
 * spreadsheet, `append` adds rows with `valueInputOption=RAW`, so nothing is ever parsed as a
 * formula (the cells are neutralised as well).
 */
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { callJson, ProviderError } from '../http';
import type { CreatedSheet, SheetsProvider } from './provider';

const SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const SHEETS_URL = 'https://sheets.googleapis.com/v4/spreadsheets';
const TIMEOUT_MS = 30_000;

interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export function createGoogleSheetsProvider(serviceAccountFile: string): SheetsProvider {
  const account = JSON.parse(readFileSync(serviceAccountFile, 'utf8')) as ServiceAccount;
  const tokenUri = account.token_uri ?? 'https://oauth2.googleapis.com/token';
  let cached: { token: string; until: number } | undefined;

  async function token(): Promise<string> {
    if (cached !== undefined && cached.until > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok)
      throw new ProviderError('google-sheets', 'rejected', 'token refused', response.status);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (typeof body.access_token !== 'string')
      throw new ProviderError('google-sheets', 'unavailable', 'no access token');
    cached = {
      token: body.access_token,
      until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000,
    };
    return body.access_token;
  }

  return {
    name: 'google',
    async create(title): Promise<CreatedSheet> {
      const answer = await callJson('google-sheets', {
        method: 'POST',
        url: SHEETS_URL,
        headers: { authorization: `Bearer ${await token()}` },
        body: { properties: { title }, sheets: [{ properties: { title: 'Export' } }] },
        timeoutMs: TIMEOUT_MS,
      });
      const body = answer.body as { spreadsheetId?: string; spreadsheetUrl?: string };
      if (typeof body.spreadsheetId !== 'string')
        throw new ProviderError('google-sheets', 'unavailable', 'no spreadsheet id');
      return { id: body.spreadsheetId, url: body.spreadsheetUrl ?? '' };
    },
    async append(id, rows) {
      await callJson('google-sheets', {
        method: 'POST',
        url: `${SHEETS_URL}/${encodeURIComponent(id)}/values/Export!A1:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
        headers: { authorization: `Bearer ${await token()}` },
        body: { values: rows },
        timeoutMs: TIMEOUT_MS,
      });
    },
  };
}
