// Areas: the shell ↔ remote contract, the routes helper, placeholders, the dev bootstrap.
export * from './area/area-contract';
export * from './area/area-routes';
export * from './area/not-yet-available';
export * from './area/page-not-found';
export * from './area/remote-dev-frame';
export * from './area/remote-dev';
export * from './area/placeholder-routes';

// Page scaffolding: header, loading/error/not-found, ids from the URL, state tags, detail pages.
export * from './page/page-header';
export * from './page/query-state';
export * from './page/id-params';
export * from './page/state-tag';
export * from './page/detail-page';

// The resource seam: a resource's hooks from its shared schemas and api paths.
export * from './resource/define-resource';

// Access.
export * from './access/use-can';
export * from './access/require-can';

// Building blocks.
export * from './common/autocomplete-select';
export * from './common/use-autocomplete';
export * from './common/sortable-list';
export * from './common/link-button';
export * from './common/delete-button';
export * from './common/kit-modal';
export * from './common/kit-popover';
export * from './common/call-button';

// List kit.
export * from './list/list-column';
export * from './list/list-view';
export * from './list/list-toolbar';
export * from './list/use-infinite-list';
export * from './list/use-list-url-state';
export * from './list/use-list-preferences';
export * from './list/column-layout';
export * from './list/copy-table';
export * from './list/filter-chips';

// Form kit.
export * from './form/use-entity-form';
export * from './form/entity-form';
export * from './form/use-leave-guard';
export * from './form/save-feedback';
export * from './form/form-feedback-alert';
export * from './form/field-shell';
export * from './form/text-field';
export * from './form/switch-field';
export * from './form/select-field';
export * from './form/tags-field';
export * from './form/autocomplete-field';
export * from './form/form-grid';
export * from './form/field-array-editor';
export * from './form/react-hook-form';

// Verified fields (phone lookup, IBAN/BIC, email check, address completion).
export * from './form/verification-client';
export * from './form/verification-status';
export * from './form/phone-field';
export * from './form/iban-field';
export * from './form/email-field';
export * from './form/address-fields';
