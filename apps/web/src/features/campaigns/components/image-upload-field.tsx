import { Button, FileButton, Group, Image, Input, Paper, Text } from '@mantine/core';
import { IMAGE_MIMES } from '@panel/contract';
import { IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../api/upload-image.ts';
import { errorText } from '../utils/format.ts';
import { type ImageKind, imageHint, imageProblem } from '../utils/image-rules.ts';

interface ImageUploadFieldProps {
  label: string;
  kind: ImageKind;
  adFormat: string;
  /** The uploaded image's url ('/uploads/<hash>.png'), '' before one is uploaded. */
  value: string;
  onChange: (url: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * The pixel size of a chosen file, read by the browser before anything is sent. createImageBitmap
 * needs no object URL, which the panel's content security policy would refuse for images.
 */
async function measure(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * Choose a file, see it checked against the size its place needs, upload it and see it. The
 * server checks the same rules again when the campaign is saved.
 */
export function ImageUploadField({
  label,
  kind,
  adFormat,
  value,
  onChange,
  error,
  required,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const hint = imageHint(kind, adFormat);
  const errorId = useId();

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    let dims: { width: number; height: number };
    try {
      dims = await measure(file);
    } catch {
      setProblem(t('errors.imageType'));
      return;
    }
    const bad = imageProblem(kind, adFormat, { ...dims, bytes: file.size });
    if (bad) {
      setProblem(t(bad.key, bad.params));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        setSize(`${image.width}×${image.height}`);
        onChange(image.url);
      },
      onError: (failure) => setProblem(errorText(failure, t)),
    });
  };

  // Before any upload the contract's "use the url the upload returns" means only: upload one.
  const shown = problem ?? (error && !value ? t('campaigns.upload.required') : error);
  return (
    <Input.Wrapper
      label={label}
      description={t(hint.key, hint.params)}
      error={shown}
      withAsterisk={required}
      errorProps={{ id: errorId }}
    >
      <Group gap="md" mt={4} align="center" wrap="nowrap">
        {value ? (
          <Paper withBorder p={4} radius="sm">
            <Image
              src={value}
              alt={t('campaigns.upload.preview', { label })}
              mah={120}
              maw={240}
              fit="contain"
            />
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            {t('campaigns.upload.none')}
          </Text>
        )}
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_MIMES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={upload.isPending}
              aria-label={t(value ? 'campaigns.upload.replace' : 'campaigns.upload.choose', { label })}
              aria-describedby={shown ? errorId : undefined}
            >
              {t(value ? 'campaigns.upload.replaceShort' : 'campaigns.upload.chooseShort')}
            </Button>
          )}
        </FileButton>
        {value && size && (
          <Text size="xs" c="dimmed">
            {size}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
