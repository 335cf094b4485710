import { HomeBlocks } from './HomeBlocks';
import { FloatingWindow } from './FloatingWindow';
import './public.css';

/** The main site's home (`/`, `/mainPage`, lent to the home module's screen): the platform company's published blocks and floating window. */
export default function MainHomePanel() {
  return (
    <div className="ptl-public ptl-main" data-variant="MAIN">
      <HomeBlocks variant="MAIN" newsPath="/newsDetail" />
      <FloatingWindow />
    </div>
  );
}
