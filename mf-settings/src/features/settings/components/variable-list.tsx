/** The variables a template may use, listed beside the editor. */
import { TEMPLATE_VARIABLES } from '@veldwerk/shared/domain';
import { Typography } from 'antd';

export function VariableList() {
  return (
    <section aria-labelledby="template-variables">
      <Typography.Title level={5} id="template-variables">
        Beschikbare variabelen
      </Typography.Title>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        {TEMPLATE_VARIABLES.map((variable) => (
          <div key={variable.name} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text code copyable={{ text: `{{ ${variable.name} }}` }}>
                {`{{ ${variable.name} }}`}
              </Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{variable.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
