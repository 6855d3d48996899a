/**
 * The staff create and edit screens (§2 Staff create list, Staff edit list). Create posts the
 * form ('Lista criada com sucesso!') and opens the new list's edit screen; edit loads the list,
 * saves it ('Lista atualizada com sucesso!') and returns to the dashboard, and adds the images
 * section. Failures toast 'Erro ao criar a lista' / 'Erro ao atualizar a lista' (§8).
 */
import { Flex, Heading, Stack, Text } from 'shared-contracts/chakra';
import { useNavigate, useParams } from 'react-router-dom';
import { parseRouteId, paths, routeTable } from 'shared-contracts';
import { areaApi } from 'shared-contracts/area-api';
import { LoadError, toastFailure, toastSuccess, usePageMeta, useStaffList } from 'shared-contracts/ui';
import { BackToDashboard, LoadingText, ScreenContainer } from '../common/ScreenParts';
import { useRefreshStaffData } from '../common/staffCache';
import { commonTexts } from '../common/texts';
import { ListImages } from './images/ListImages';
import { ListForm } from './ListForm';
import { emptyListFormValues, toListForm, toListUpdate, valuesFromLista } from './listFormValues';
import { formTexts as t } from './texts';

function FormHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap="3" mb="6">
      <BackToDashboard />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <ScreenContainer maxW="5xl">{children}</ScreenContainer>;
}

/** Create list screen (route id `staffListCreate`). */
export function CreateListPage() {
  const navigate = useNavigate();
  const refreshStaffData = useRefreshStaffData();
  usePageMeta({ title: routeTable.staffListCreate.title, noindex: true });
  return (
    <Page>
      <FormHeader title={t.createTitle} intro={t.createIntro} />
      <ListForm
        initialValues={emptyListFormValues}
        submitLabel={t.create}
        onSubmit={async (values, babyShower) => {
          try {
            const { lista } = await areaApi.createList(toListForm(values, babyShower));
            toastSuccess(t.created);
            void refreshStaffData();
            navigate(paths.staffListEdit(lista.id));
          } catch (error) {
            toastFailure(t.createError, error);
          }
        }}
      />
    </Page>
  );
}

/** Edit list screen (route id `staffListEdit`): the form prefilled from GET /lista/{id}, and the images. */
export function EditListPage() {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();
  const refreshStaffData = useRefreshStaffData();
  const { data: lista, error, mutate } = useStaffList(id);
  usePageMeta({ title: routeTable.staffListEdit.title, noindex: true });

  let body: React.ReactNode;
  if (!id || (error && !lista)) {
    body = <LoadError title={commonTexts.listLoadError} retryLabel={commonTexts.retry} error={error} onRetry={() => void mutate()} />;
  } else if (!lista) {
    body = <LoadingText text={commonTexts.loadingList} />;
  } else {
    body = (
      <Flex direction="column" gap="5">
        <ListImages lista={lista} onChanged={refreshStaffData} />
        <ListForm
          key={lista.id}
          initialValues={valuesFromLista(lista)}
          knownCategory={lista.categorias ? { id: lista.categoriaId, nome: lista.categorias.nome } : undefined}
          submitLabel={t.save}
          onSubmit={async (values, babyShower) => {
            try {
              await areaApi.updateList(lista.id, toListUpdate(values, babyShower, lista));
              toastSuccess(t.updated);
              void refreshStaffData();
              navigate(paths.staffDashboard());
            } catch (error) {
              toastFailure(t.updateError, error);
            }
          }}
        />
      </Flex>
    );
  }
  return (
    <Page>
      <FormHeader title={t.editTitle} intro={t.editIntro} />
      {body}
    </Page>
  );
}
