import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before the user leaves a form with unsaved changes: a dialog for moves inside the app,
 * the browser's own question for a reload or a closed tab. `allowNextLeave` lets a move the form
 * itself makes (to the new campaign after saving) through.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowNextLeave = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('campaigns.leave.title')}
      centered
    >
      <Text size="sm">{t('campaigns.leave.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('campaigns.leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('campaigns.leave.discard')}
        </Button>
      </Group>
    </Modal>
  );

  return { dialog, allowNextLeave };
}
