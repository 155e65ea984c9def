import { PageContainer } from '@ant-design/pro-components';
import { history, useModel } from '@umijs/max';
import type { ReactNode } from 'react';
import PageTitle from '@/components/PageTitle';

/** The three billing screens are hidden from the menu (spec §2): tabs link them to each other. */
const TABS = [
  { key: '/manage-payment', tab: 'Payment Information', roles: ['ROLE_ADMIN', 'ROLE_SYSTEM'] },
  { key: '/billingCycleControl', tab: 'Billing Cycle Control', roles: ['ROLE_SYSTEM'] },
  { key: '/credit-balance-history', tab: 'Credit Balance History', roles: ['ROLE_ADMIN', 'ROLE_SYSTEM'] },
];

export function useIsSystemUser(): boolean {
  const { initialState } = useModel('@@initialState');
  return (initialState?.currentUser?.authorities ?? []).includes('ROLE_SYSTEM');
}

export default function BillingTabs({ active, children }: { active: string; children: ReactNode }) {
  const { initialState } = useModel('@@initialState');
  const authorities = initialState?.currentUser?.authorities ?? [];
  const tabs = TABS.filter((tab) => tab.roles.some((role) => authorities.includes(role)));
  return (
    <PageContainer
      title={<PageTitle>{TABS.find((tab) => tab.key === active)?.tab}</PageTitle>}
      tabList={tabs.map(({ key, tab }) => ({ key, tab }))}
      tabActiveKey={active}
      onTabChange={(key) => history.push(key)}
    >
      {children}
    </PageContainer>
  );
}
