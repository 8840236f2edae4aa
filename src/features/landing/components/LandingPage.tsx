import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ClosingCta } from './ClosingCta';
import { FeatureCards } from './FeatureCards';
import { HeroSection } from './HeroSection';
import { MonetizationSection } from './MonetizationSection';
import { RoleCards } from './RoleCards';
import { StatsSection } from './StatsSection';

export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HeroSection />
      <StatsSection />
      <FeatureCards />
      <RoleCards />
      <MonetizationSection />
      <ClosingCta />
    </>
  );
}
