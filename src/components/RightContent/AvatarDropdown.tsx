import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { history, useDispatch, useModel } from '@umijs/max';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import messages from '@/locales/en-US';

export type AvatarDropdownProps = {
  /** The avatar and name ProLayout renders; it becomes the menu button's content. */
  children: ReactNode;
  name?: string;
};

const triggerStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** The header's account menu: Account Information (/profile) and Logout. */
export default function AvatarDropdown({ children, name }: AvatarDropdownProps) {
  const dispatch = useDispatch();
  const { setInitialState } = useModel('@@initialState');

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: messages['header.account'] },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: messages['header.logout'] },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'profile') {
      history.push('/profile');
      return;
    }
    await dispatch({ type: 'login/logout' });
    dispatch({ type: 'user/clear' });
    await setInitialState((state) => (state ? { ...state, currentUser: undefined } : state));
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        style={triggerStyle}
        aria-label={name ? `${messages['header.accountMenu']}: ${name}` : messages['header.accountMenu']}
      >
        {children}
      </button>
    </Dropdown>
  );
}
