import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { isHydratingPrerenderedPage } from '../../../lib/prerendered-page';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ClosingCta } from './ClosingCta';
import { FeatureCards } from './FeatureCards';
import { HeroSection } from './HeroSection';
import { MonetizationSection } from './MonetizationSection';
import { RoleCards } from './RoleCards';
import { StatsSection } from './StatsSection';
import classes from './Landing.module.css';

export function LandingPage() {
  const { t } = useTranslation('landing');
  usePageMeta(t('meta.title'), t('meta.description'));
  // The hero comes first, on its own; the sections below it follow in a second, interruptible
  // render (React renders deferred values in slices), so the first paint does not wait for the
  // whole page and the page answers input meanwhile. Until then a screen-high placeholder keeps
  // the footer where it will be (below the fold), so nothing visible moves. Prerendered (and
  // hydrated) HTML has the whole page at once: it is painted before any script runs.
  const showSections = useDeferredValue(true, import.meta.env.SSR || isHydratingPrerenderedPage());
  return (
    <>
      <HeroSection />
      {showSections ? (
        <>
          <StatsSection />
          <FeatureCards />
          <RoleCards />
          <MonetizationSection />
          <ClosingCta />
        </>
      ) : (
        <div className={classes.sectionsPlaceholder} />
      )}
    </>
  );
}
