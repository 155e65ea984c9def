import { history } from '@umijs/max';
import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import messages from '@/locales/en-US';

export type ExceptionResultProps = {
  status: ResultProps['status'];
  /** Large heading, e.g. the status code. */
  title: ReactNode;
  subTitle: ReactNode;
  extra?: ReactNode;
};

/** The 403/404/error screens: a real heading for assistive technology and a way back home. */
export default function ExceptionResult({ status, title, subTitle, extra }: ExceptionResultProps) {
  return (
    <Result
      status={status}
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{title}</h1>}
      subTitle={subTitle}
      extra={
        extra ?? (
          <Button type="primary" onClick={() => history.push('/')}>
            {messages['app.home']}
          </Button>
        )
      }
    />
  );
}
