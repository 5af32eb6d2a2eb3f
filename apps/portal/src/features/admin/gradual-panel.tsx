import { useAdminTreeGradualQuery, useAdminTreeQuery, useEndGradualLaunchMutation } from '@chamados/portal-api';
import { GradualComparison, OutcomeStatus, tAdmin, useOutcome } from '@chamados/portal-ui';
import { serverRefusal } from '../../lib/server-refusal';

/**
 * The tree's gradual launch on its statistics page (issue 31 item 3): the comparison of the two
 * versions, 'Lançar para todos' and 'Voltar para a versão {n}'. Nothing when there is none.
 */
export function GradualPanel({ id }: { id: number }) {
  const gradual = useAdminTreeGradualQuery(id);
  const tree = useAdminTreeQuery(id);
  const [end, ending] = useEndGradualLaunchMutation();
  const [outcome, announce] = useOutcome();

  const finish = async (promote: boolean) => {
    if (!tree.data || !gradual.data) return;
    const back = gradual.data.versaoAtual;
    try {
      await end({ id, revisao: tree.data.revisao, promote }).unwrap();
      announce(true, promote ? tAdmin('admin.gradual.promoted') : tAdmin('admin.gradual.rolledBack', { versao: back }));
    } catch (error) {
      announce(false, tAdmin('admin.gradual.failed', { motivo: serverRefusal(error).reason ?? tAdmin('admin.canned.noReason') }));
    }
  };

  return (
    <>
      {gradual.data ? <GradualComparison gradual={gradual.data} busy={ending.isLoading || !tree.data} onPromote={() => void finish(true)} onRollback={() => void finish(false)} /> : null}
      <OutcomeStatus outcome={outcome} />
    </>
  );
}
