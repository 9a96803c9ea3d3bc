import { APP_NAME } from '@/config/site';
import { i18n } from '@/lib/i18n';
import { BrandMark } from './brand-mark';

/**
 * The dark bar every frame starts with: the brand mark and the app's name (index.html draws the same
 * bar before any script, so the frames that follow it keep it in place).
 */
export const BrandBar = () => (
  <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
    <BrandMark />
    <span className="leading-tight">
      <span className="block text-lg font-bold tracking-tight">{APP_NAME}</span>
      <span className="hidden text-xs text-slate-300 sm:block">{i18n.t('common:brand.tagline')}</span>
    </span>
  </div>
);
