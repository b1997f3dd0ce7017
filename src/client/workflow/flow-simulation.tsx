import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CHOSEN_BY_PREVIOUS } from '../../../flows/flow-simulator.ts';
import type { Simulation, SimulationStep } from './process.api.ts';

const OUTCOME_COLOR: Record<string, 'success' | 'error' | 'default' | 'warning'> = {
  approved: 'success',
  rejected: 'error',
  skipped: 'default',
  returned: 'warning',
  pending: 'default',
};

/** A step whose approver the previous approver picks: the simulation has nobody to pick, so the server names a stand-in. */
const isChosen = (step: SimulationStep) => Array.isArray(step.assignees) && (step.assignees as unknown[]).includes(CHOSEN_BY_PREVIOUS);

/**
 * Who picks the approver of the chosen step at `index`: the one who approved the step before it on the route, or,
 * with no approval before it, the applicant when submitting.
 */
function chooserOf(route: readonly SimulationStep[], index: number): { name: string; step: string } | null {
  for (let i = index - 1; i >= 0; i--) {
    const step = route[i];
    if (step.outcome === 'approved' || step.outcome === 'pending') return { name: step.byName ?? step.assigneeNames.join(', '), step: step.nodeName };
  }
  return null;
}

/**
 * A simulated run: each step in route order with its approvers, and the outcome. At a step whose approver the
 * previous approver chooses, the route says in words who chooses there.
 */
export function FlowSimulation({ simulation }: { simulation: Simulation }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const known = (id: string, raw: string) => (intl.messages[id] ? t(id) : raw);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="simulate-result">
      {simulation.refusal && <Alert severity="warning">{simulation.refusal}</Alert>}
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {simulation.route.map((step, index) => {
          const chosen = isChosen(step);
          const chooser = chosen ? chooserOf(simulation.route, index) : null;
          return (
            <Box component="li" key={index} data-node={step.nodeId} data-chosen={chosen || undefined}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {step.nodeName}
                </Typography>
                {step.outcome && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={chosen ? 'info' : (OUTCOME_COLOR[step.outcome] ?? 'default')}
                    label={chosen ? t('wf.designer.stepOutcome.chosen') : known(`wf.designer.stepOutcome.${step.outcome}`, step.outcome)}
                  />
                )}
                {!chosen && step.assigneeNames.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {step.assigneeNames.join(', ')}
                  </Typography>
                )}
              </Box>
              {chosen && (
                <Alert severity="info" sx={{ mt: 0.5, py: 0 }} data-testid="chosen-step">
                  {chooser
                    ? t('wf.designer.chosenBy', { person: chooser.name, step: chooser.step, target: step.nodeName })
                    : t('wf.designer.chosenByApplicant', { target: step.nodeName })}
                </Alert>
              )}
            </Box>
          );
        })}
      </Box>
      <Box>
        <Chip
          color={simulation.outcome === 'completed' ? 'success' : 'default'}
          label={t('wf.designer.outcome', {
            outcome: known(`wf.process.outcome.${simulation.outcome}`, known(`wf.designer.outcome.${simulation.outcome}`, simulation.outcome)),
          })}
          data-testid="simulate-outcome"
        />
      </Box>
    </Box>
  );
}
