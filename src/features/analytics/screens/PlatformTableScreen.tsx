import { PivotScreen } from '../PivotScreen';

/** 平台销售分析表: every customer's months (its own menu), or one's own customers. */
export default function PlatformTableScreen() {
  return <PivotScreen platform />;
}
