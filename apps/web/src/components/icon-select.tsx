import { Select } from 'antd';
import { MenuIcon, menuIcons } from './menu-icon.tsx';

const options = Object.keys(menuIcons).map((name) => ({
  value: name,
  label: (
    <span>
      <MenuIcon name={name} /> {name}
    </span>
  ),
}));

/** Picks one of the menu icon names the sidebar can draw. */
export function IconSelect(props: { value?: unknown; onChange?: (v: unknown) => void; placeholder?: string }) {
  return <Select showSearch={{ optionFilterProp: 'value' }} options={options} {...props} />;
}
