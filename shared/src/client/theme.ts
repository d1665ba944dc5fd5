/**
 * The suite's antd theme tokens (the shell's ConfigProvider, the remotes' dev frame). Contrast is fixed here once (WCAG AA, 4.5:1 on white and on the tags' light
 * backgrounds): antd's grey hints and subtitles (0.45 black, 3.3:1) are darkened, the danger red
 * and the preset tag colours ("Actief" green, …) take a darker shade of their palette.
 */
export const VELDWERK_THEME = {
  token: {
    colorPrimary: '#1f7a4d',
    colorInfo: '#1f7a4d',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#c41a1f',
    colorErrorText: '#c41a1f',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    green7: '#237804',
    cyan7: '#006d75',
    lime7: '#3f6600',
    gold7: '#874d00',
    yellow7: '#876800',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    red7: '#a8071a',
  },
} as const;
