import { useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { Col, Row as Grid, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CompanyTree } from '../company-tree.tsx';
import { useDict } from '../dict.tsx';
import { usePermission } from '../permission.tsx';
import { useQuietNavigate } from '../use-quiet-navigate.ts';
import { dictTypes } from './dict-types.ts';
import { SELECTION_WIDTH, tableMinWidth } from './column-widths.ts';
import { DetailDialog } from './detail-dialog.tsx';
import { FormDialog, type FormState } from './form-dialog.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { resourceKey } from './resource-keys.ts';
import type { Action, ListContext, Op, Resource, Row, SearchField } from './resource.ts';
import { RightToolbar } from './right-toolbar.tsx';
import { SearchForm } from './search-form.tsx';
import { useCommands } from './use-commands.ts';
import { useHiddenColumns } from './use-hidden-columns.ts';
import { useListQuery } from './use-list-query.ts';
import { useTableColumns } from './use-table-columns.tsx';
import './list-page.css';
import { selectionLabels } from '../../i18n/antd-texts.tsx';

interface Props {
  resource: Resource;
  /** Query parameters the page's context fixes (e.g. the dictionary type of the data screen). */
  fixedQuery?: Row;
  /** Values every new record starts with. */
  formDefaults?: Row;
  /** Shown above the search form (e.g. a back button). */
  header?: ReactNode;
}

const ALL_OPS: Op[] = ['add', 'edit', 'remove', 'export'];
const NO_FIELDS: SearchField[] = [];
const allKeys = (rows: Row[], key: string): Key[] => rows.flatMap((r) => (Array.isArray(r.children) ? [r[key] as Key, ...allKeys(r.children as Row[], key)] : []));

/** The one list screen: a declared resource becomes search, toolbar, table, pager and dialogs. */
export function ResourcePage({ resource, fixedQuery, formDefaults, header }: Props) {
  const { t } = useTranslation();
  const navigate = useQuietNavigate();
  const { hasPermi } = usePermission();
  const [company, setCompany] = useState<number | string>();
  const fixed = { ...fixedQuery, ...(resource.companyFilter && company !== undefined ? { [resource.companyFilter]: company } : {}) };
  const list = useListQuery(resource, fixed);
  const [showSearch, setShowSearch] = useState(true);
  const [hidden, setHidden] = useHiddenColumns(resource);
  const [selected, setSelected] = useState<Row[]>([]);
  const [form, setForm] = useState<FormState>();
  const [dialog, setDialog] = useState<{ action: Action; rows: Row[] }>();
  const [detail, setDetail] = useState<Row>();
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  // A selection only means something for the rows on screen. Dropped as the rows change, while drawing: an effect
  // would also run each time the page is shown again behind its tab, and draw the whole page once more for it.
  const [selectedOf, setSelectedOf] = useState(list.rows);
  if (selectedOf !== list.rows) {
    setSelectedOf(list.rows);
    setSelected([]);
  }
  const dicts = useDict(...dictTypes([...resource.columns, ...(resource.search ?? [])]));
  const cells = { resource: resource.name, dicts, t };

  const ops = resource.ops ?? (resource.form ? ALL_OPS : ['remove', 'export']);
  const can = (op: Op) => ops.includes(op) && (!resource.perms[op] || hasPermi(resource.perms[op]));
  const ctx: ListContext = {
    resource,
    t,
    navigate,
    refresh: list.refresh,
    openForm: (mode, row, defaults) => setForm({ mode, row, defaults: { ...formDefaults, ...defaults } }),
    query: list.params,
  };
  const commands = useCommands(ctx, (action, rows) => setDialog({ action, rows }));
  const columns = useTableColumns({ ctx, cells, commands, can, hidden, sort: list.sort, onDetail: setDetail });
  const selectable = can('edit') || can('remove') || (resource.toolbar ?? []).some((a) => a.selection);
  const close = () => {
    setForm(undefined);
    setDialog(undefined);
  };
  const done = () => {
    close();
    resource.onChanged?.();
    list.refresh();
  };

  const main = (
    <>
      {showSearch && (resource.search?.length || resource.currentDeptOnly) ? (
        <SearchForm resource={resource.name} fields={resource.search ?? NO_FIELDS} onSearch={list.search} onReset={list.reset} currentDeptOnly={resource.currentDeptOnly} />
      ) : null}
      <div className="list-bar">
        <ListToolbar
          ctx={ctx}
          commands={commands}
          can={can}
          selected={selected}
          onToggleExpand={resource.tree ? () => setExpanded(expanded.length ? [] : allKeys(list.rows, resource.rowKey)) : undefined}
        />
        <RightToolbar
          showSearch={showSearch}
          onToggleSearch={resource.search?.length || resource.currentDeptOnly ? () => setShowSearch(!showSearch) : undefined}
          onRefresh={list.refresh}
          columns={resource.columns.map((c) => ({ key: c.name, title: t(resourceKey.field(resource.name, c.name)) }))}
          hidden={hidden}
          onHiddenChange={setHidden}
        />
      </div>
      <Table<Row>
        rowKey={resource.rowKey}
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        // A tooltip on every sortable header cost more than the rest of the header; the arrows say it sorts.
        showSorterTooltip={false}
        // Fixed layout: columns take their widths (never under their header's), the rest share the screen; narrower than
        // their minimum, the table scrolls (list-page.css). Not antd's scroll.x: it measures every column after each
        // drawing and on resize, a third of opening a list; the name and operations columns stay put by CSS alone.
        tableLayout="fixed"
        className="list-table"
        style={
          {
            '--list-min-width': `${tableMinWidth(
              columns.map((c) => c.width),
              selectable,
            )}px`,
            '--list-selection-width': `${SELECTION_WIDTH}px`,
          } as CSSProperties
        }
        rowSelection={
          selectable
            ? { ...selectionLabels(t, list.rows), columnWidth: SELECTION_WIDTH, selectedRowKeys: selected.map((r) => r[resource.rowKey] as Key), onChange: (_, rows) => setSelected(rows) }
            : undefined
        }
        expandable={resource.tree ? { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded } : undefined}
        onChange={(_p, _f, sorter) => {
          const s = sorter as SorterResult<Row>;
          list.setSort(s.order && s.field ? { field: String(s.field), order: s.order === 'ascend' ? 'asc' : 'desc' } : undefined);
        }}
      />
      {list.paged && <ListPagination total={list.total} estimated={list.estimated} page={list.page} onChange={list.setPage} />}
    </>
  );

  const Custom = dialog?.action.dialog;
  return (
    <div className="list-page">
      {header}
      {resource.companyFilter ? (
        <Grid gutter={16}>
          <Col xs={24} lg={5}>
            <CompanyTree onSelect={setCompany} />
          </Col>
          <Col xs={24} lg={19}>
            {main}
          </Col>
        </Grid>
      ) : (
        main
      )}
      {form && <FormDialog resource={resource} state={form} onClose={close} onSaved={done} />}
      {dialog && Custom && <Custom rows={dialog.rows} ctx={ctx} onClose={close} onDone={done} />}
      {detail && <DetailDialog resource={resource} row={detail} ctx={cells} onClose={() => setDetail(undefined)} />}
    </div>
  );
}
