/**
 * The react-hook-form API screens need beside the kit's fields. Remotes take it from here, not
 * from the package: `@veldwerk/shared/ui` is one federation singleton, so the form context the
 * kit provides and the hooks a remote calls come from the same copy.
 */
export {
  FormProvider,
  useController,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
