/** The columns of the settings list (spec §9: the value truncated to 100 characters). */
import {
  labelFor,
  SETTING_TYPE_LABELS,
  SETTING_TYPES,
  toOptions,
  truncateSettingValue,
  type Setting,
  type settingListContract,
} from '@veldwerk/shared/domain';
import type { ContractColumns } from '@veldwerk/shared/ui';

export const settingColumns: ContractColumns<Setting, typeof settingListContract> = [
  {
    key: 'type',
    title: 'Type',
    text: (setting) => labelFor(SETTING_TYPE_LABELS, setting.type),
    sort: 'type',
    filter: { kind: 'eq', field: 'type', options: toOptions(SETTING_TYPES, SETTING_TYPE_LABELS) },
    width: 'minmax(110px, 1fr)',
  },
  {
    key: 'key',
    title: 'Sleutel',
    text: (setting) => setting.key,
    sort: 'key',
    filter: { kind: 'text', field: 'key' },
    width: 'minmax(150px, 1.2fr)',
  },
  {
    key: 'value',
    title: 'Waarde',
    text: (setting) => truncateSettingValue(setting.value),
    width: 'minmax(240px, 4fr)',
  },
];
