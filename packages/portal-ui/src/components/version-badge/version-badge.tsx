import { t } from '../../messages/t';

/** Props of {@link VersionBadge}. */
export interface VersionBadgeProps {
  /**
   * A versão do portal escrita no selo, por exemplo '1.15.3'.
   * @remarks The product version, e.g. '1.15.3' (spec §9).
   */
  version: string;
}

/**
 * The product version as a small pill.
 * @example <VersionBadge version="1.15.3" />
 */
export function VersionBadge({ version }: VersionBadgeProps) {
  return <span className="ch-version-badge">{t('version.label', { version })}</span>;
}
