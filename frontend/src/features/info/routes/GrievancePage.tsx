import type { ReactNode } from 'react';

import { secondaryButtonClass } from '@/components/buttons';

import { useMarketplaceInfo } from '../api/get-marketplace-info';
import { Complaints } from '../components/Complaints';
import { InfoPage, InfoSection } from '../components/InfoPage';
import { MailtoLink, TelLink } from '../components/ContactLinks';
import { RichText } from '../components/RichText';
import { disclosure } from '../disclosure/i18n';
import { info } from '../i18n';

/** A term and its value; nothing when the server left the value empty. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="sm:flex sm:gap-3">
      <dt className="font-medium text-stone-900 sm:w-36 sm:shrink-0">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Says that a demo server's details are made up, in the footer's words. */
function DemoNotice() {
  const t = disclosure.useT();
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border border-saffron-400 bg-saffron-400/10 px-4 py-3 text-sm text-stone-800">
      <strong className="rounded bg-saffron-400 px-1.5 py-0.5 text-xs font-semibold text-stone-900">
        {t('demo')}
      </strong>
      <span>{t('demoNote')}</span>
    </p>
  );
}

/**
 * /grievance: how a shopper complains, and to whom (the Consumer Protection (E-Commerce) Rules
 * 2020 ask every marketplace to name a grievance officer): the officer and the operator from GET
 * /marketplace-info; customer care while no officer is named.
 */
export function GrievancePage() {
  const t = info.useT();
  const marketplace = useMarketplaceInfo();
  const data = marketplace.data;
  const operator = data?.operator;

  let officer: ReactNode;
  if (marketplace.isPending) {
    officer = (
      <p role="status" className="text-stone-500">
        {t('grievance.loading')}
      </p>
    );
  } else if (!data) {
    officer = (
      <div role="alert" className="space-y-3">
        <p>{t('grievance.failed')}</p>
        <button type="button" onClick={() => void marketplace.refetch()} className={secondaryButtonClass}>
          {t('grievance.tryAgain')}
        </button>
      </div>
    );
  } else if (data.grievanceOfficer) {
    const { name, designation, email, phone } = data.grievanceOfficer;
    officer = (
      <dl className="space-y-2">
        <Fact term={t('grievance.officer.name')}>{name}</Fact>
        <Fact term={t('grievance.officer.designation')}>{designation}</Fact>
        <Fact term={t('grievance.officer.email')}>
          {email && <MailtoLink address={email}>{email}</MailtoLink>}
        </Fact>
        <Fact term={t('grievance.officer.phone')}>{phone && <TelLink number={phone}>{phone}</TelLink>}</Fact>
      </dl>
    );
  } else {
    const { email, phone } = data.customerCare;
    officer = (
      <>
        <p>
          <RichText
            id="grievance.noOfficer"
            values={{ email }}
            components={{ 0: <MailtoLink address={email} /> }}
          />
        </p>
        {phone && (
          <p>
            <RichText
              id="grievance.noOfficerPhone"
              values={{ phone }}
              components={{ 0: <TelLink number={phone} /> }}
            />
          </p>
        )}
      </>
    );
  }

  return (
    <InfoPage title={t('grievance.title')}>
      {data?.demo && <DemoNotice />}
      <InfoSection heading={t('grievance.howHeading')}>
        <p>{t('grievance.intro')}</p>
        <p>{t('grievance.include')}</p>
      </InfoSection>
      <InfoSection heading={t('grievance.officerHeading')}>{officer}</InfoSection>
      <InfoSection heading={t('grievance.form.heading')}>
        <Complaints />
      </InfoSection>
      {operator && (
        <InfoSection heading={t('grievance.operatorHeading')}>
          <dl className="space-y-2">
            <Fact term={t('grievance.operator.legalName')}>{operator.legalName}</Fact>
            <Fact term={t('grievance.operator.address')}>
              {[operator.address, operator.state].filter(Boolean).join(', ')}
            </Fact>
          </dl>
        </InfoSection>
      )}
    </InfoPage>
  );
}
