import { useInsightStartMutation, type TreeSummary } from '@chamados/portal-api';
import { AttendanceError, startAttendance, type Attendance } from '@chamados/tree-engine';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** Where a failed start goes (spec §8 with ARCHITECTURE.md §7: 400 → /400, not '/4000'). */
function errorPath(error: unknown): string {
  // 'Não foi possível converter a árvore': a tree the engine cannot start.
  if (error instanceof AttendanceError) return paths.badRequest;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 400) return paths.badRequest;
  if (status === 404) return paths.notFound;
  // 500s, 'FETCH_ERROR' (network), 'PARSING_ERROR'.
  return paths.serverError;
}

/**
 * Starting an attendance from a card: the server starts the walk (`POST /api/atendimento/inicio`)
 * and answers the tree of the version it chose with the walk's signed id, then tree-engine's
 * `startAttendance`. `starting` names the tree on its way. `tela` (an article of 'Artigos que
 * podem ajudar') is passed on: the caller leads the walk there.
 */
export function useStartAttendance(onStarted: (attendance: Attendance, atendimento: string, tela?: string) => void) {
  const [startWalk] = useInsightStartMutation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const start = async (tree: TreeSummary, tela?: string) => {
    setStarting(tree.nome);
    try {
      const started = await startWalk({ arvore: tree.nome }).unwrap();
      onStarted(startAttendance(started.arvore), started.atendimento, tela);
    } catch (error) {
      console.error(error);
      void navigate(errorPath(error));
    } finally {
      setStarting(null);
    }
  };
  return { start, starting };
}
