import {
  IconBuildingFactory2,
  IconChartLine,
  IconFileCertificate,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './Landing.module.css';

const icons = [
  { Icon: IconShieldCheck, style: { top: '4%', left: '2%', animationDelay: '0s' } },
  { Icon: IconChartLine, style: { top: '10%', right: '0%', animationDelay: '1.2s' } },
  { Icon: IconFileCertificate, style: { bottom: '20%', left: '-2%', animationDelay: '2.4s' } },
  { Icon: IconBuildingFactory2, style: { bottom: '4%', right: '6%', animationDelay: '3.1s' } },
] satisfies { Icon: typeof IconShieldCheck; style: CSSProperties }[];

/** Decorative icons floating around the hero art (hidden from assistive technology). */
export function FloatingIcons() {
  return (
    <>
      {icons.map(({ Icon, style }, index) => (
        <span key={index} className={classes.floatingIcon} style={style} aria-hidden="true">
          <Icon size={26} stroke={1.6} />
        </span>
      ))}
    </>
  );
}
