import { EntityFormPage } from '../../entity/EntityFormPage.tsx';
import { SYS_CONFIG_FORM } from './sysConfigForm.ts';

/** Spec §3 system configuration: a key and its value, edited with the field of the key's type (decision 0516). */
export function SysConfigFormPage() {
  return <EntityFormPage module="sysConfig" adapter={SYS_CONFIG_FORM} />;
}
