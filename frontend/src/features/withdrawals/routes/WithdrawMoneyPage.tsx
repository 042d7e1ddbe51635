import { useState } from 'react';

import { PageHeader } from '@/components/ListPage';
import { usePageParam } from '@/components/Pagination';
import { FullPageSpinner } from '@/components/Spinner';
import { useSeller } from '@/lib/session';

import { useLedger } from '../api/get-ledger';
import { usePayoutAccount } from '../api/get-payout-account';
import { BalanceCards } from '../components/BalanceCards';
import { HISTORY_PAGE_PARAM, LedgerHistory } from '../components/LedgerHistory';
import { PayoutMethodCard } from '../components/PayoutMethodCard';
import { StatementCard } from '../components/StatementCard';
import { WithdrawRequestForm } from '../components/WithdrawRequestForm';
import { WithdrawRequestsList } from '../components/WithdrawRequestsList';
import { withdrawals } from '../i18n';

function WithdrawMoney({ shopId, shopName }: { shopId: string; shopName: string }) {
  const t = withdrawals.useT();
  const historyPage = usePageParam(HISTORY_PAGE_PARAM);
  // One read gives the balance and the history's page; the balance is the same on every page.
  const ledger = useLedger(shopId, historyPage);
  const account = usePayoutAccount(shopId);
  const [editingMethod, setEditingMethod] = useState(false);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('page.title')} subtitle={shopName} />
      <BalanceCards balance={ledger.data?.balance} failed={ledger.isError} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <WithdrawRequestForm
          shopId={shopId}
          available={ledger.data?.balance.available}
          method={account.isSuccess ? account.data.withdrawMethod : undefined}
          failed={ledger.isError || account.isError}
          onAddMethod={() => setEditingMethod(true)}
        />
        <PayoutMethodCard shopId={shopId} editing={editingMethod} onEditingChange={setEditingMethod} />
      </div>
      <WithdrawRequestsList shopId={shopId} />
      <LedgerHistory shopId={shopId} ledger={ledger} page={historyPage} />
      <StatementCard shopId={shopId} />
    </div>
  );
}

/**
 * /shop-dashboard-withdraw-money: the shop's balance, its payout method, the request form, its
 * requests, its ledger history and its monthly settlement statement.
 */
export function WithdrawMoneyPage() {
  const { data: seller } = useSeller();
  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;
  return <WithdrawMoney shopId={seller._id} shopName={seller.shopName} />;
}
