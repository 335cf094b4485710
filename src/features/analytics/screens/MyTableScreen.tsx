import { PivotScreen } from '../PivotScreen';

/** 销售分析表: the caller's own customers' months (R9.1). */
export default function MyTableScreen() {
  return <PivotScreen platform={false} />;
}
