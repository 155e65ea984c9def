import { lazyField } from './lazy-field';

export default lazyField(() => import('@ant-design/pro-field/es/components/ColorPicker'));
